/** The id of the JSON element that carries the server's query cache to the browser (never an inline script: CSP). */
export const SERVER_STATE_ID = 'server-state'
