// Placeholder until the platform harness lands.
export async function stopTestStack(): Promise<void> {}
