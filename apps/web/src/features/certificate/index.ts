// What the certificate feature offers to the rest of the app; other features import only from here.
export { MyCertificates } from './components/my-certificates';
