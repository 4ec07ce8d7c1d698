// React and ReactDOM come from the page (the React WebJar's UMD files), never bundled twice.
module.exports = window.React;
