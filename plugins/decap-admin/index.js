// A Gatsby plugin: everything is in gatsby-node.js.
