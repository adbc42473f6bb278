/** What the console hands each of its sections. */
export interface SectionProps {
  /** The signed-in admin's access token, current after every refresh. */
  accessToken: string;
}
