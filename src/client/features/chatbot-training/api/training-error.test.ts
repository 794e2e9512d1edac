import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { refusedImport, trainingErrorMessage, UNEXPECTED_RESPONSE, unexpectedFormat } from './training-error';

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

  it('refuses a success answer that is not JSON', () => {
    // `call` raises a SyntaxError when a success answer is not JSON.
    const notJson = (() => {
      try {
        JSON.parse('<html>ok</html>');
      } catch (error) {
        return error;
      }
    })();
    expect(() => unexpectedFormat(notJson)).toThrow(UNEXPECTED_RESPONSE);
    const refused = new ApiError(404, '{"message":"Training entry not found"}');
    expect(() => unexpectedFormat(refused)).toThrow(refused);
    expect(trainingErrorMessage(new Error(UNEXPECTED_RESPONSE))).toBe(UNEXPECTED_RESPONSE);
  });
});

describe('an import refused', () => {
  it('answers the report of the refused rows, in row order', () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Nothing was imported: 2 rows were refused.',
      fieldErrors: {
        'row 12': ['title: Title is required'],
        'row 2': ['category: Invalid option', 'title: Too short'],
      },
    };
    expect(refusedImport(new ApiError(400, JSON.stringify(refusal)))).toEqual({
      success: false,
      imported: 0,
      refused: [
        { row: 2, errors: ['category: Invalid option', 'title: Too short'] },
        { row: 12, errors: ['title: Title is required'] },
      ],
    });
  });

  it('fails with the reason when the file itself was refused', () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Nothing was imported: The file has no entries.',
      fieldErrors: { file: ['The file has no entries'] },
    };
    expect(() => refusedImport(new ApiError(400, JSON.stringify(refusal)))).toThrow(
      'Nothing was imported: The file has no entries.',
    );
  });

  it("fails with the server's message, or the status when it sent none", () => {
    expect(() => refusedImport(new ApiError(403, '{"message":"Admins only"}'))).toThrow('Admins only');
    expect(() => refusedImport(new ApiError(502, '<html>Bad Gateway</html>'))).toThrow('Server error: 502');
    expect(() => refusedImport(new ApiError(500, '{}'))).toThrow('Server error: 500');
  });
});
