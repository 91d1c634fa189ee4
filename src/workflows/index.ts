// Every workflow the worker runs. Workflow code imports only @temporalio/workflow, pure modules and types.
export {};
