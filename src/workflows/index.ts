// Every workflow the worker runs. Workflow code imports only @temporalio/workflow, pure modules and types.
export { editScene, generateScene } from './generate-scene';
export { varyScene } from './vary-scene';
export { generateStorybook } from './storybook';
export { generateComic, generateComicPanel } from './comics';
export { analyzeCharacterSource, fillDescriptor } from './characters';
export { generateReferences } from './references';
export { marketplacePurchase } from './marketplace-purchase';
export { deliverWebhook, dispatchWebhookEvent } from './webhooks';
export { deleteAccount, exportAccount, sendAccountEmail } from './account';
export { housekeeping } from './housekeeping';
export { awaitPrediction } from './predictions';
