// The HTTP API reference: Redoc renders the running server's own /openapi.json; on a static host without a server,
// the copy written beside this page when the docs were built.
/* global Redoc, document, fetch */
const container = document.getElementById('reference');

function readJson(url) {
  return fetch(url).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${url}: HTTP ${response.status}`))));
}

readJson('/openapi.json')
  .catch(() => readJson('openapi.json'))
  .then((description) => Redoc.init(description, { hideDownloadButton: false, expandResponses: '200,201,202', pathInMiddlePanel: true }, container))
  .catch((error) => {
    container.textContent = `The API description could not be read: ${error.message}`;
  });
