// The operator console (/admin/*), loaded lazily by the app's route table; nothing else imports it.
export { AdminApp } from './admin-app';
