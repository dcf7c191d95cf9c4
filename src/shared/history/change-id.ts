/** The response header that names the change an admin write recorded (what its toast's Undo takes back). */
export const CHANGE_ID_HEADER = 'Change-Id';
