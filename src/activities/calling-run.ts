import { Context } from '@temporalio/activity';

/** The id of the workflow run this activity works for: what names a run's records (an event's change, an attempt). */
export function callingWorkflowId(): string {
  const { workflowExecution, activityId } = Context.current().info;
  return workflowExecution?.workflowId ?? activityId;
}
