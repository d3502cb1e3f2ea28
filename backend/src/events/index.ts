export {
  createEventBus,
  EventBusUnavailableError,
  heardEverything,
  MAX_PAYLOAD_BYTES,
  type EventBus,
} from './eventBus';
