// ReactDOM comes from the page (the React DOM WebJar's UMD file, which also has createRoot).
module.exports = window.ReactDOM;
