"""Analysis on top of equity: hand strength and its distribution, outs, suit-isomorphic
indexes. Reserved: each capability gets its own module here, over pokerbits._core."""
