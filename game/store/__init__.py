"""Saves, statistics: what is kept between runs.  Pure Python; paths are passed in."""
