export const HttpClientToken = Symbol.for('http.HttpClient');
