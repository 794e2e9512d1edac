// The baseline: a bare node:http server answering the same JSON as the product, with no framework or database.
import http from 'node:http';

const port = Number(process.env.PORT);
const featured = process.env.FEATURED_JSON ?? '[]';
const created = JSON.stringify({ success: true });

http
  .createServer((request, response) => {
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        JSON.parse(body);
        response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
        response.end(created);
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(featured);
  })
  .listen(port, '127.0.0.1', () => console.log('bare server ready'));
