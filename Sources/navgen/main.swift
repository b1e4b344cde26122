import NavSchema

print("navgen")
