import { toastSettings } from '@site/src/brand/toast';

/** Stand-in for the settings plugins/toasts writes from the options the site gives it. */
export default toastSettings;
