# dense-text.awk writes lines of about 64 bytes, each with one URN of
# its input (one URN a line), until it has written want bytes: the dense
# text that find-vs-rg.sh and find-corpus.sh search.
#
#   awk -v want=$((64 << 20)) -f dense-text.awk ../testdata/real-urns.txt
BEGIN { srand(1) }
{ urns[n++] = $0 }
END {
	split("the of a resolver see and record with id in to for", w, " ")
	split("<%s> \"%s\" (%s) %s, id=%s %s.", forms, " ")
	size = 0
	for (k = 0; size < want; k++) {
		line = ""
		for (m = int(rand() * 4); m >= 0; m--) line = line w[1 + int(rand() * 11)] " "
		line = line sprintf(forms[1 + k % 6], urns[k % n]) " " w[1 + int(rand() * 11)]
		print line
		size += length(line) + 1
	}
}
