// jest stand-in for stylesheet imports: styles do not change what a test can see in jsdom.
module.exports = {};
