"""The hand engine: one hand of any game of the table, played step by step (`hand`), and PHH
hand histories read and written (`phh`)."""
