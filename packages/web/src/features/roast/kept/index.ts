export { DeviceResultsList } from "./DeviceResultsList.tsx";
export { KeptReportView } from "./KeptReportView.tsx";
export { PermalinkBox } from "./PermalinkBox.tsx";
export { YourResultsList } from "./YourResultsList.tsx";
export { formatResultDate, resultKindLabels } from "./result-words.ts";
export { ResultDate } from "./ResultDate.tsx";
