export { createEventBus, EventBusUnavailableError, MAX_PAYLOAD_BYTES, type EventBus } from './eventBus';
