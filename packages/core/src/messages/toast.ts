export interface ToastMessage {
  title: string;
  description?: string;
}
