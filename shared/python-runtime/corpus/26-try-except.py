for text in ["12", "абв", "0"]:
    try:
        print(100 // int(text))
    except ValueError:
        print("Это не число:", text)
    except ZeroDivisionError as e:
        print("Ошибка:", e)
    finally:
        print("готово")
