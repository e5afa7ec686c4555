for s in ["123", "abc", "Abc1", " ", "ёж"]:
    print(repr(s), s.isdigit(), s.isalpha(), s.isupper(), s.isspace())
