// Baseline: Express 5 sending the product's answer to GET /api/reviews/featured, the same bytes (body and
// headers, read from the product before the run), written the way an Express app usually is.
import express from 'express';

const port = Number(process.env.PORT);
const body = process.env.FEATURED_BODY ?? '[]';
const headers = JSON.parse(process.env.FEATURED_HEADERS ?? '{}');

const app = express();
app.disable('x-powered-by');
app.get('/', (_request, response) => {
  response.end();
});
app.get('/api/reviews/featured', (_request, response) => {
  response.set(headers).send(body);
});
app.listen(port, '127.0.0.1');
