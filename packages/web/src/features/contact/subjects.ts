/** The subject "Request an access code" fills in: the operator's inbox sorts requests by it. */
export const accessCodeRequestSubject = "Access code request";
