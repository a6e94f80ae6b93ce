import { randomUUID } from "node:crypto";
import type { Duplex } from "node:stream";
import type { Logger } from "pino";
import { PROBLEM_BASE } from "./problem.ts";

/**
 * The largest request head (request line plus headers) the server reads. Node's default is 16 KiB; the
 * contract's longest query value (`returnTo`, 2,048 characters) percent-encodes to up to 18 KiB, so a
 * request the contract allows must fit with room for a bearer token and the usual headers.
 */
export const MAX_HEADER_BYTES = 32 * 1024;

type ClientError = Error & { code?: string };

const answerFor = (code: string | undefined): { status: number; reason: string; type: string; detail: string } => {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        status: 431,
        reason: "Request Header Fields Too Large",
        type: "headers-too-large",
        detail: `The request line and headers together exceed ${MAX_HEADER_BYTES} bytes.`,
      };
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "HPE_HEADER_TIMEOUT":
      return {
        status: 408,
        reason: "Request Timeout",
        type: "request-timeout",
        detail: "The request was not received in time.",
      };
    default:
      return {
        status: 400,
        reason: "Bad Request",
        type: "malformed-request",
        detail: "The request is not well-formed HTTP/1.1.",
      };
  }
};

/**
 * Node answers a request it cannot parse (a head over the size limit, a malformed request line, a
 * request that never finished arriving) before the app sees it, with a bare status line and no body.
 * This handler gives those answers the shape every other error has: problem+json with a request id.
 */
export const clientErrorHandler =
  (logger: Logger) =>
  (err: ClientError, socket: Duplex): void => {
    // A reset or a response already under way: there is nobody (or no room) to answer.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = answerFor(err.code);
    const requestId = `req_${randomUUID()}`;
    logger.info({ code: err.code, status: answer.status, requestId }, "request refused before routing");
    const body = JSON.stringify({
      type: `${PROBLEM_BASE}${answer.type}`,
      code: answer.type,
      title: answer.reason,
      status: answer.status,
      detail: answer.detail,
      requestId,
    });
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        "Content-Type: application/problem+json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
  };
