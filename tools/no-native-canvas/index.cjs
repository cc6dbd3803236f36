// pdfjs-dist requires @napi-rs/canvas only to render pages to images, which this project never does.
// Failing here makes pdfjs behave exactly as when the optional dependency is absent.
throw new Error('@napi-rs/canvas is not installed (page rendering is not used)');
