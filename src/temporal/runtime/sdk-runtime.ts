import { DefaultLogger, Runtime } from '@temporalio/worker';
import type { AppConfig } from '../../config/env';

const logger = () => new DefaultLogger('WARN');

/**
 * Installs the Temporal SDK runtime once per process: quiet logs, and Prometheus worker metrics when configured.
 * An exporter address that cannot be bound (another worker on the host has it) is said in words and the worker
 * runs without SDK metrics rather than crash-looping.
 */
export function installTemporalRuntime(config: AppConfig): void {
  const address = config.worker.sdkMetricsAddress;
  if (address) {
    try {
      Runtime.install({ logger: logger(), telemetryOptions: { metrics: { prometheus: { bindAddress: address } } } });
      return;
    } catch (error) {
      console.error(`TEMPORAL_SDK_METRICS_ADDRESS ${address}: ${(error as Error).message}; this worker runs without Temporal SDK metrics (give each worker on a host its own address)`);
    }
  }
  Runtime.install({ logger: logger() });
}
