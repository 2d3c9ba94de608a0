// CORS for the portals, which call the pool from the browser: any origin (they run on varying
// local hosts and ports, phones on the LAN included), and the headers Amplify and the SDK send.
import type { ServerResponse } from 'node:http'

const allowedHeaders = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'cache-control',
  'authorization',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
]

export function setCorsHeaders(response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*')
  response.setHeader(
    'Access-Control-Expose-Headers',
    'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
  )
}

export function answerPreflight(response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  response.setHeader('Access-Control-Allow-Headers', allowedHeaders.join(', '))
  response.setHeader('Access-Control-Max-Age', '86400')
  response.writeHead(204).end()
}
