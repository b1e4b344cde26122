import NavGenerate

GenerateTool.runAsProcess()
