/** The probe's only activity: returns at once, so all that is measured is the engine around it. */
export async function noop(): Promise<void> {}
