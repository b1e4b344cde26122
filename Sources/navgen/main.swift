import NavCommands

NavGenTool.runAsProcess()
