class GameOver(Exception):
    pass
print("играем")
raise GameOver("конец игры")
