import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { readTrainingAnswer, trainingErrorMessage, UNEXPECTED_RESPONSE } from './training-error';

// docs/product/training.md, training data: the server message when present; "Server error: {status}" for an
// answer that is not JSON; "Unexpected response format from server" for a success that is not JSON.
describe('training call errors', () => {
  it("reads the server's message, or its first field error", () => {
    expect(trainingErrorMessage(new ApiError(404, '{"message":"Training entry not found"}'))).toBe(
      'Training entry not found',
    );
    expect(
      trainingErrorMessage(
        new ApiError(400, '{"message":"Invalid input","fieldErrors":{"title":["Title is required"]}}'),
      ),
    ).toBe('Title is required');
  });

  it('names the status when the answer is not JSON', () => {
    expect(trainingErrorMessage(new ApiError(502, '<html><body>Bad Gateway</body></html>'))).toBe('Server error: 502');
  });

  it('refuses a success answer that is not JSON', async () => {
    await expect(readTrainingAnswer(new Response('<html>ok</html>', { status: 200 }))).rejects.toThrow(
      UNEXPECTED_RESPONSE,
    );
    await expect(readTrainingAnswer(new Response('{"id":3}', { status: 200 }))).resolves.toEqual({ id: 3 });
    expect(trainingErrorMessage(new Error(UNEXPECTED_RESPONSE))).toBe(UNEXPECTED_RESPONSE);
  });
});
