/** Every successful JSON answer carries a data field. */
export interface DataResponse<T> {
  data: T;
}

/** Every error answer has this shape; message is a Russian text from the catalogue. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
}
