// Baseline: a bare node:http server sending the product's answer to GET /api/reviews/featured, the same bytes
// (body and headers, read from the product before the run), with no framework and no database.
import http from 'node:http';

const port = Number(process.env.PORT);
const body = Buffer.from(process.env.FEATURED_BODY ?? '[]');
const headers = { ...JSON.parse(process.env.FEATURED_HEADERS ?? '{}'), 'content-length': body.length };

http
  .createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/api/reviews/featured') {
      response.writeHead(200, headers);
      response.end(body);
      return;
    }
    response.writeHead(request.url === '/' ? 200 : 404);
    response.end();
  })
  .listen(port, '127.0.0.1');
