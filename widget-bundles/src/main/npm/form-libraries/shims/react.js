// React comes from the page (the React WebJar's UMD file), never bundled twice.
module.exports = window.React;
