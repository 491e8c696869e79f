// Business constants and limits shared by the API and the clients, split by audience: client limits,
// validation limits, rate limits and the server rules clients can count on. Import them from
// @codecourt/contracts as before; add a new one to the file of its audience.
export * from './limits-client.js';
export * from './limits-validation.js';
export * from './limits-rate.js';
export * from './limits-server.js';
