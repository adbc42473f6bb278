export { renderTestMessage } from "./test-message.tsx";
