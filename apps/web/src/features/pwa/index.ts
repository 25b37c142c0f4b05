/** What the rest of the app uses of the installable app: the worker's update line, push on this device, tab visibility. */
export { UpdatePrompt } from './update-prompt.tsx';
export { PushDeviceSetting } from './push-device-setting.tsx';
export { TabVisibilityReporter } from './tab-visibility.ts';
