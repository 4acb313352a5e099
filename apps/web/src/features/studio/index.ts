// The teacher's studio (/studio): the app's route table loads StudioApp lazily and takes studioChildren as its pages.
export { studioChildren } from './routes';
