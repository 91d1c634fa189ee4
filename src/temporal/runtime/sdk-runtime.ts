import { DefaultLogger, Runtime } from '@temporalio/worker';
import type { AppConfig } from '../../config/env';

/** Installs the Temporal SDK runtime once per process: quiet logs, and Prometheus worker metrics when configured. */
export function installTemporalRuntime(config: AppConfig): void {
  const address = config.worker.sdkMetricsAddress;
  Runtime.install({
    logger: new DefaultLogger('WARN'),
    ...(address ? { telemetryOptions: { metrics: { prometheus: { bindAddress: address } } } } : {}),
  });
}
