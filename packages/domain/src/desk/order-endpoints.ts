// The desk's order calls (issue 24): declared here, registered as an area in ../endpoints.ts.
export {}
