export { listenOnLoopback, serveFetchHandler, type LoopbackServer } from '../../scripts/loopback-server.ts';
