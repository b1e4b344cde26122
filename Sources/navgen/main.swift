import NavSchema

NavGenTool.runAsProcess()
