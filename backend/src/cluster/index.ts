export { runSupervisor } from './supervisor';
