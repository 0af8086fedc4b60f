// Fails loudly when a script runs on a Node.js older than the project's runtime floor. npm scripts
// run on the project's own Node 24 (the `node` dev dependency puts it first on PATH); reaching this
// check on an older Node means a script was started by hand with the machine's own Node.
const MINIMUM_MAJOR = 22
const major = Number(process.versions.node.split('.')[0])
if (major < MINIMUM_MAJOR) {
  console.error(
    `\nLDS needs Node.js ${MINIMUM_MAJOR} or newer (the project brings Node 24 LTS), but this is Node.js ${process.version}.\n` +
      "Run it through npm (npm start, npm test, npm run …) after `npm install`, which puts the project's Node 24 first on the PATH,\n" +
      'or install Node 24 LTS yourself (.nvmrc says 24).\n',
  )
  process.exit(1)
}
